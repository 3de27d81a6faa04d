import { useState } from "react";
import { palette } from "./theme";

const SIZE = 30;

const circle = {
  width: SIZE,
  height: SIZE,
  borderRadius: "50%",
  overflow: "hidden",
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  background: palette.black,
  color: palette.gold,
  fontSize: 14,
} as const;

/**
 * The signed-in user's picture, or the first letter of their name when there is none or it fails
 * to load. Not antd's Avatar: it fits its text by measuring it once mounted, a forced layout of
 * the whole page in the middle of the shell's first render (up to 55 ms of the sign-in on a 2-core
 * machine, issue 13), and one letter always fits. Decorative: the name beside it says whose it is.
 */
export function IdentityAvatar({ name, picture }: { name: string; picture?: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span aria-hidden style={circle}>
      {picture && failed !== picture ? (
        <img
          src={picture}
          alt=""
          width={SIZE}
          height={SIZE}
          style={{ objectFit: "cover" }}
          onError={() => setFailed(picture)}
        />
      ) : (
        name.charAt(0).toUpperCase()
      )}
    </span>
  );
}
