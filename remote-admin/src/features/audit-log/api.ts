import { api, type AuditEntry, type Page } from '@arcvest/shared';

/** The filters the audit log sends; undefined: any. */
export interface AuditLogFilter {
  actor?: string;
  user?: string;
  action?: string;
}

export const AUDIT_PAGE_SIZE = 25;

/** GET /audit-log (admin): newest first, paged by `before`. */
const auditLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.infiniteQuery<Page<AuditEntry>, AuditLogFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_cursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/audit-log',
        params: { ...queryArg, limit: AUDIT_PAGE_SIZE, before: pageParam ?? undefined },
      }),
    }),
  }),
});

export const { useGetAuditLogInfiniteQuery } = auditLogApi;
