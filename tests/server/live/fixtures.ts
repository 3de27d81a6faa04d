import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { categories } from "../../../server/categories/schema.ts";
import { coupons } from "../../../server/coupons/schema.ts";
import { products } from "../../../server/products/schema.ts";
import { users } from "../../../server/users/schema.ts";
import { createAccount, post, TEST_PASSWORD } from "../accounts.ts";
import { DEMO, type TestServer } from "../harness.ts";

export interface Seller {
  id: string;
  email: string;
  token: string;
  productId: string;
}

/** A seller with a linked payment account, signed in, with one product of its own. */
const linkedSeller = async (server: TestServer, categoryId: string): Promise<Seller> => {
  const account = await createAccount(server);
  await server.app.db
    .update(users)
    .set({ stripeAccountId: `acct_${randomBytes(4).toString("hex")}` })
    .where(eq(users.id, account.id));
  const productId = await addProduct(server, categoryId, account.id, `Bag ${account.email}`);
  return {
    id: account.id,
    email: account.email,
    token: await server.login(account.email, TEST_PASSWORD),
    productId,
  };
};

const addProduct = async (
  server: TestServer,
  categoryId: string,
  sellerId: string | null,
  name: string,
  priceCents = 125_000,
) => {
  const [product] = await server.app.db
    .insert(products)
    .values({
      nameEn: name,
      nameIt: `${name} (it)`,
      descriptionEn: "A test product",
      descriptionIt: "Un prodotto di prova",
      categoryId,
      subcategoryId: categoryId,
      priceCents,
      // Plenty: the suites place many orders and are not about stock (tests/server/stock are).
      quantity: 1000,
      sellerId,
    })
    .returning({ id: products.id });
  if (!product) throw new Error("no product");
  return product.id;
};

export interface LiveWorld {
  admin: string;
  operator: string;
  sellerA: Seller;
  sellerB: Seller;
  platformProductId: string;
  /** Its English name, unique to this world: another suite's world must not be found instead. */
  platformProductName: string;
}

/**
 * Two linked sellers with a product each, a platform product, and staff tokens: enough to tell
 * whose records and events reach whom.
 */
export const liveWorld = async (server: TestServer): Promise<LiveWorld> => {
  const [category] = await server.app.db
    .insert(categories)
    .values({ nameEn: "Bags", nameIt: "Borse", icon: "icon.png", image: "image.png" })
    .returning({ id: categories.id });
  if (!category) throw new Error("no category");
  const platformProductName = `Platform scarf ${randomBytes(3).toString("hex")}`;
  return {
    admin: await server.login(DEMO.admin.email, DEMO.admin.password),
    operator: await server.login(DEMO.operator.email, DEMO.operator.password),
    sellerA: await linkedSeller(server, category.id),
    sellerB: await linkedSeller(server, category.id),
    platformProductId: await addProduct(server, category.id, null, platformProductName, 40_000),
    platformProductName,
  };
};

export const addCoupon = async (
  server: TestServer,
  fields: Partial<typeof coupons.$inferInsert> = {},
) => {
  const name = fields.name ?? `SAVE${randomBytes(3).toString("hex").toUpperCase()}`;
  await server.app.db.insert(coupons).values({
    name,
    discountCents: 10_000,
    perPersonUsage: 1,
    totalUsage: 10,
    expiresOn: "2999-12-31",
    ...fields,
  });
  return name;
};

let customerNumber = 0;
const customer = () => {
  customerNumber += 1;
  return {
    customerName: `Customer ${customerNumber}`,
    customerEmail: `customer${customerNumber}-${randomBytes(3).toString("hex")}@example.com`,
    customerPhone: "+39 333 000 0000",
  };
};

export const rentRequestBody = () => ({
  ...customer(),
  modelName: "Benetti Oasis 40M",
  passengers: 8,
  cabins: 4,
  guests: 8,
  startLocation: "Porto Cervo",
  destination: "Bonifacio",
  departureAt: "2027-07-01T10:00:00Z",
  returnAt: "2027-07-08T18:00:00Z",
  otherRequests: "Chef on board",
});

/**
 * An event request as an app from before events were records sends it: the event named as text,
 * with its day (still accepted; tests/server/rent/events.test.ts covers requests by eventId).
 */
export const eventRequestBody = () => ({
  ...customer(),
  eventName: "Venice Masquerade Gala",
  guests: 2,
  eventDate: "2027-02-14",
  message: "A table near the stage",
});

export const orderRequestBody = (productId: string) => ({
  ...customer(),
  productId,
  quantity: 1,
  message: "Engraved initials, please",
});

export const orderBody = (productId: string, extra: Record<string, unknown> = {}) => ({
  ...customer(),
  productId,
  quantity: 2,
  shippingAddress: "Via Montenapoleone 8, 20121 Milano",
  deliveryDate: "2027-03-01",
  ...extra,
});

export const INTAKE_PATHS = {
  rentRequests: "/intake/rent-requests",
  eventRequests: "/intake/event-requests",
  orderRequests: "/intake/order-requests",
  orders: "/intake/orders",
} as const;

/** Posts one intake and returns the answer's body; throws unless it is a 201. */
export const intake = async (
  server: TestServer,
  path: string,
  body: unknown,
): Promise<{ message: string; data: Record<string, unknown> & { _id: string } }> => {
  const response = await post(server, path, body, { language: "en" });
  const answer = await response.json();
  if (response.status !== 201) {
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer;
};

/** GET through the test client; answers status and parsed body. */
export const get = async (server: TestServer, path: string, token?: string) => {
  const response = await server.api(path, { language: "en", ...(token ? { token } : {}) });
  return { status: response.status, body: await response.json() };
};

/** Test servers whose intake budget no test reaches. */
export const ROOMY_INTAKE = {
  overrides: { rateLimits: { intake: { perAddress: { max: 100_000, windowSeconds: 60 } } } },
};
