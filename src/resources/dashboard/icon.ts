export { DashboardOutlined as default } from "@ant-design/icons";
