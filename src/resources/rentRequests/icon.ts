export { MailOutlined as default } from "@ant-design/icons";
