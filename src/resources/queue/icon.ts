export { InboxOutlined as default } from "@ant-design/icons";
