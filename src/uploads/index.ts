export { type StoredUpload, uploadFile, uploadUrl } from "./api";
export { acceptOf, uploadProblem } from "./checks";
export { UploadField, type UploadFieldProps } from "./UploadField";
