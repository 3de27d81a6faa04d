import { useNavigation } from "@refinedev/core";
import { Link } from "react-router";
import type { RentRequest } from "../../../domain/requests.schema";
import { useFormat } from "../../format";

/** The model a request asks for, linking to its page; a free-text name no model matches as text. */
export function RentModelLink({ request }: { request: RentRequest }) {
  const format = useFormat();
  const { showUrl } = useNavigation();
  return request.rentModel ? (
    <Link to={showUrl("rentModels", request.rentModel._id)}>{format.name(request.rentModel)}</Link>
  ) : (
    request.modelName
  );
}
