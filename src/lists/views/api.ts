/** The saved views' API (server/views): the caller's own views and those shared with it. */
export const VIEWS_PATH = "/views";
export const VIEW_CREATE_PATH = "/view";
export const viewPath = (id: string) => `/view/${encodeURIComponent(id)}`;
