export { AppstoreOutlined as default } from "@ant-design/icons";
