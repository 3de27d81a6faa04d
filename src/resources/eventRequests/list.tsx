// Built on src/lists once the catalogue's list pattern lands.
export default function List() {
  return null;
}
