import { useShow } from "@refinedev/core";
import { useParams } from "react-router";
import type { Category } from "../../../domain/categories.schema";
import { useFormat } from "../../format";
import { DeclaredDetails, ShowPage } from "../../forms";
import { categoryDetails } from "./fields";

/** /categories/view/:id: a category in both languages, its pictures and where it sits. */
export default function CategoryShow() {
  const format = useFormat();
  const { id = "" } = useParams();
  const { query, result: category } = useShow<Category>({ resource: "categories", id });

  return (
    <ShowPage
      resource="categories"
      id={id}
      query={query}
      heading={category && format.name(category)}
    >
      {category && (
        <DeclaredDetails resource="categories" record={category} fields={categoryDetails} />
      )}
    </ShowPage>
  );
}
