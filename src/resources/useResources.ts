import { ResourceContext } from "@refinedev/core";
import { useContext } from "react";

/**
 * The resources Refine was given. Refine's useResourceParams also works out the page's resource,
 * action and id from the address: a component that only needs the list read the address too, and
 * rendered again at every navigation (issue 13).
 */
export const useResources = () => useContext(ResourceContext).resources;
