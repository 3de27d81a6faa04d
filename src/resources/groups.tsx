import { lazyIcon, type MenuGroup, type ResourceDefinition } from "./definition";

/**
 * The two business lines as menu parents (docs/product.md#business-lines): pages of their own they have none, only a
 * translated label (`common:<group>.<group>`) and an icon. A group shows when at least one of its
 * entries is open to the user; with a single one, the menu shows that entry in its place.
 */
const group = (name: MenuGroup, icon: ResourceDefinition["icon"]): ResourceDefinition => ({
  name,
  icon,
  pages: {},
});

export const shop = group(
  "shop",
  lazyIcon(() => import("./groupIcons").then(({ ShopIcon }) => ({ default: ShopIcon }))),
);

export const rent = group(
  "rent",
  lazyIcon(() => import("./groupIcons").then(({ RentIcon }) => ({ default: RentIcon }))),
);
