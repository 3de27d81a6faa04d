import { QueryClient } from "@tanstack/react-query";
import { IDENTITY_KEY, PERMISSIONS_KEY, REFINE_OPTIONS } from "../refineOptions";
import { authProvider } from "./authProvider";

/** The app's one react-query cache, Refine's and ours: the app's own, so a sign-in can empty it. */
export const queryClient = new QueryClient(REFINE_OPTIONS.reactQuery.clientConfig);

// Who the user is and what they may open are known from the sign-in's answer (or the profile a
// page load reads before the shell renders): the shell's first render has them, its menu and its
// page included, instead of rendering once without them and again with them (issue 13).
queryClient.setQueryDefaults(IDENTITY_KEY, { initialData: authProvider.identityNow });
queryClient.setQueryDefaults(PERMISSIONS_KEY, { initialData: authProvider.permissionsNow });

// Nothing read in one session is shown in the next: a seller signing in after an administrator
// in the same tab would otherwise see the administrator's rows until its own came.
authProvider.onSignIn(() => queryClient.removeQueries());

// Refine reads every active query again once a sign-out returns: the page being left would ask
// without a session, and show the refusals. Gone, they are not asked for; and nobody's rows stay
// in memory once their session has ended.
authProvider.onSignOut(() => queryClient.removeQueries());
