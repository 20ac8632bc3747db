import { useEffect } from 'react';

export const PRODUCT_TITLE = 'BETI — Behavior Evaluations, Trends, & Insights';

/** Sets the document title for a route: "BETI — <page>", or the product title without a page name. */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `BETI — ${page}` : PRODUCT_TITLE;
  }, [page]);
}
