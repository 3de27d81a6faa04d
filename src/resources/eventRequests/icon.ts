export { CalendarOutlined as default } from "@ant-design/icons";
