export { SolutionOutlined as default } from "@ant-design/icons";
