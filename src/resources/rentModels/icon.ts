export { RocketOutlined as default } from "@ant-design/icons";
