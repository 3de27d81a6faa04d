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

/** Whether customers may ask for the model (active) or not, as lists and its page show it. */
export function ActiveTag({ active }: { active: boolean }) {
  const t = useTranslate();
  return active ? (
    <Tag color="success">{t("rentModels.states.active")}</Tag>
  ) : (
    <Tag>{t("rentModels.states.inactive")}</Tag>
  );
}
