import { useNavigation } from "@refinedev/core";
import { Link } from "react-router";
import type { EventRef } from "../../../domain/events.schema";
import { useFormat } from "../../format";

/**
 * The event a request asks about: its name in the UI language, linked to its page; a request
 * whose free text matched no event shows that text.
 */
export function EventLink({ event, text }: { event: EventRef | null; text: string }) {
  const format = useFormat();
  const { showUrl } = useNavigation();
  if (!event) return <>{text}</>;
  const url = showUrl("events", event._id);
  return url ? <Link to={url}>{format.name(event)}</Link> : format.name(event);
}
