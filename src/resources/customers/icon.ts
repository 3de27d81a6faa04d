export { TeamOutlined as default } from "@ant-design/icons";
