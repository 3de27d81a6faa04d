import type { View, ViewInput } from "../../../domain/views.schema";
import { type Answer, httpClient } from "../../providers/httpClient";

/** Every query of saved views starts with this key: a change refreshes them all. */
export const VIEWS_KEY = "savedViews";

/** GET /views: the caller's own views and those shared with it, of one list or of every list. */
export const fetchViews = async (resource?: string): Promise<View[]> => {
  const { data } = await httpClient.get<Answer<{ items: View[] }>>("/views", {
    params: resource ? { resource } : {},
  });
  return data.data.items;
};

export const createView = async (input: ViewInput) =>
  (await httpClient.post<Answer<View>>("/view", input)).data;

export const updateView = async (id: string, input: ViewInput & { version: number }) =>
  (await httpClient.put<Answer<View>>(`/view/${id}`, input)).data;

export const deleteView = async (id: string) =>
  (await httpClient.delete<Answer<View>>(`/view/${id}`)).data;
