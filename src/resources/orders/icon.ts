export { ShoppingOutlined as default } from "@ant-design/icons";
