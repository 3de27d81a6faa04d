import { useTranslate } from "@refinedev/core";
import { Tag } from "antd";
import type { RentModelKind } from "../../../domain/rentModels";

const COLOURS: Record<RentModelKind, string> = {
  yacht: "blue",
  jet: "purple",
  villa: "green",
  car: "gold",
};

/** A model's kind, coloured so a list of mixed kinds reads at a glance. */
export function KindTag({ kind }: { kind: RentModelKind }) {
  const t = useTranslate();
  return <Tag color={COLOURS[kind]}>{t(`rentModels.kinds.${kind}`)}</Tag>;
}
