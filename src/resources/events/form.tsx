import { useParams } from "react-router";
import { type Event, eventInput } from "../../../domain/events.schema";
import { DeclaredFields, FormPage, useResourceForm } from "../../forms";
import { eventFields } from "./fields";

/**
 * /events/create and /events/edit/:id. An edit sends back the version it loaded
 * (docs/api.md#concurrent-edits), as every shared form does.
 */
export default function EventForm() {
  const { id } = useParams();
  const resourceForm = useResourceForm<Event, typeof eventInput>({
    resource: "events",
    id,
    schema: eventInput,
  });

  return (
    <FormPage resourceForm={resourceForm}>
      <DeclaredFields resourceForm={resourceForm} sections={eventFields} />
    </FormPage>
  );
}
