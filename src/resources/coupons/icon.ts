export { GiftOutlined as default } from "@ant-design/icons";
