export { type StoredUpload, uploadFile, uploadUrl } from "./api";
export { acceptOf, uploadProblem } from "./checks";
export { Picture } from "./Picture";
export { PictureGallery } from "./PictureGallery";
export { UploadField, type UploadFieldProps } from "./UploadField";
