export { TagsOutlined as default } from "@ant-design/icons";
