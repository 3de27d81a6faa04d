export { ImportButton } from "./ImportButton";
