export { UserOutlined as default } from "@ant-design/icons";
