export { CalendarOutlined as RentIcon, ShoppingOutlined as ShopIcon } from "@ant-design/icons";
