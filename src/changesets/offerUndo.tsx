import { Button } from "antd";
import { notifier } from "../providers/notifier";

/**
 * A batch's message with its Undo, kept `seconds` on screen; the button closes it. Its text and
 * label are the caller's, already translated. Here rather than in the notifier: the sign-in page
 * carries the notifier, and has no batch to undo.
 */
export const offerUndo = (
  text: string,
  action: { label: string; run: () => void },
  seconds: number,
  key: string,
) =>
  notifier.open({
    type: "success",
    key,
    duration: seconds,
    content: (
      <span>
        {text}{" "}
        <Button
          size="small"
          type="link"
          onClick={() => {
            notifier.close(key);
            action.run();
          }}
        >
          {action.label}
        </Button>
      </span>
    ),
  });
