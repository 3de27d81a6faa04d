import { RESOURCE_USERS } from "../../domain/access.ts";
import type { CompletenessCounts } from "../../domain/completeness.schema.ts";
import {
  COMPLETENESS_RESOURCES,
  type CompletenessResource,
  MISSING_LANGUAGES,
} from "../../domain/completeness.ts";
import { categoryList } from "../categories/list.ts";
import { categories } from "../categories/schema.ts";
import { eventList } from "../events/list.ts";
import { events } from "../events/schema.ts";
import type { RequestContext } from "../lists/index.ts";
import { productList } from "../products/list.ts";
import { products } from "../products/schema.ts";
import { propertyList } from "../properties/list.ts";
import { properties } from "../properties/schema.ts";
import { rentModelList } from "../rentModels/list.ts";
import { rentModels } from "../rentModels/schema.ts";

const LISTS = {
  products: [productList, products],
  categories: [categoryList, categories],
  properties: [propertyList, properties],
  rentModels: [rentModelList, rentModels],
  events: [eventList, events],
} as const;

/**
 * One resource's counts, read through its list with its `completeness` filter: the caller's
 * scope (a seller's own products) and the partial indexes apply, and the figure is the total the
 * filtered list the card links to shows.
 */
const countsOf = async (resource: CompletenessResource, context: RequestContext) => {
  const [list, table] = LISTS[resource];
  const [missingIt, missingEn] = await Promise.all(
    MISSING_LANGUAGES.map(async (language) => {
      const counted = await list.countBy(table[language], { completeness: [language] }, context);
      return counted.get("true") ?? 0;
    }),
  );
  return { missingIt: missingIt ?? 0, missingEn: missingEn ?? 0 };
};

/** Per bilingual resource, how many records miss each language; null where the caller may not go. */
export const completenessCounts = async (context: RequestContext): Promise<CompletenessCounts> => {
  const userType = context.user.type;
  const counts = await Promise.all(
    COMPLETENESS_RESOURCES.map((resource) =>
      RESOURCE_USERS[resource].includes(userType) ? countsOf(resource, context) : null,
    ),
  );
  return Object.fromEntries(
    COMPLETENESS_RESOURCES.map((resource, index) => [resource, counts[index] ?? null]),
  ) as CompletenessCounts;
};
