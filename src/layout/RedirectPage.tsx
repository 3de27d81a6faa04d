import { useEffect } from "react";
import { useLocation, useNavigate, useParams } from "react-router";

/**
 * /redirect/<path>?<query>: replaces itself at once with /<path>?<query>, so that page mounts
 * afresh at the same address, with no new history entry (shell behaviour 19).
 */
export default function RedirectPage() {
  const { "*": path = "" } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/${path}${search}`, { replace: true });
  }, [navigate, path, search]);
  return null;
}
