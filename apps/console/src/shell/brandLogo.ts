/** The console's own mark, shown when the company has no icon of its own. */
export const BRAND_LOGO = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>" +
    "<rect width='64' height='64' rx='14' fill='#1677ff'/>" +
    "<circle cx='32' cy='32' r='15' fill='none' stroke='#fff' stroke-width='5'/>" +
    "<circle cx='32' cy='32' r='5' fill='#fff'/></svg>",
)}`;
