export { UserDeleteOutlined as default } from "@ant-design/icons";
