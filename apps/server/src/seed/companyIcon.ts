/** The demo company's page icon (loginUserMessage icoUrl): the console shows it in the header and as favicon. */
export const DEMO_COMPANY_ICON = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>" +
    "<rect width='64' height='64' rx='14' fill='#0e7c66'/>" +
    "<path d='M18 54 27 10h10l9 44' fill='none' stroke='#fff' stroke-width='5' stroke-linejoin='round'/>" +
    "<path d='M32 18v7m0 8v7m0 8v5' stroke='#ffd666' stroke-width='3.5'/></svg>",
)}`;
