/** A deletion request's API path (server/deletionRequests): its moves, notes and history hang below it. */
export const deletionRequestPath = (id: string) =>
  `/account-deletion-request/${encodeURIComponent(id)}`;
