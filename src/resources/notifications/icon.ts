export { BellOutlined as default } from "@ant-design/icons";
