export { ShopOutlined as default } from "@ant-design/icons";
