export { StarOutlined as default } from "@ant-design/icons";
