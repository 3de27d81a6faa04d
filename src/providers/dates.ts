import dayjs from "dayjs";
import "dayjs/locale/it";
import { i18n } from "./i18n";

// Dates only appear inside the shell, so dayjs loads with it and not with the sign-in page.
// languageChanged fires before React re-renders, so every date is drawn in the new language.
dayjs.locale(i18n.language);
i18n.on("languageChanged", (language) => {
  dayjs.locale(language);
});
