export { ApiOutlined as default } from "@ant-design/icons";
