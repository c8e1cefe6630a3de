import {
  monthOf,
  REPORT_MESSAGES,
  type ClientOrderReport,
  type MonthlyReport,
  type OperatorOrderReport,
} from '@shared/order-reports';
import { ORDER_MESSAGES } from '@shared/orders';
import type { Database } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import type { YouTubePort } from '../../providers/youtube/index.js';
import { readViewCounts } from '../posting/index.js';
import type { YouTubeAccess } from '../social/index.js';
import { monthBounds, monthTotals, orderFigures, renderCosts, type OrderViews } from './report.js';
import {
  findReportOrder,
  listReportClips,
  listReportOrdersOpened,
  listReportPosts,
  listReportRenders,
  type ReportOrderRow,
} from './report-repo.js';

export interface OrderReportsDeps {
  database: Database;
  /** The process's YouTube engine and token service (views, as the Analytics tab reads them). */
  youtube: YouTubePort;
  youtubeAccess: YouTubeAccess;
  /** The configured Veo model, which prices Veo renders. */
  veoModel: string | undefined;
  now: () => Date;
}

/** The reports' rules (decision 056, "Reports"): operator reads any order, a client its own. */
export class OrderReports {
  constructor(private readonly deps: OrderReportsDeps) {}

  async clientOrder(userId: string, orderId: string): Promise<ClientOrderReport> {
    const row = await findReportOrder(this.deps.database.db, orderId, userId);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    const [report] = await this.#reports([row]);
    return { ...report!.figures, clipRows: report!.clipRows };
  }

  async operatorOrder(orderId: string): Promise<OperatorOrderReport> {
    const row = await findReportOrder(this.deps.database.db, orderId);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    const [report] = await this.#reports([row]);
    return { ...report!.figures, ...report!.operator, clipRows: report!.clipRows };
  }

  /** Every order opened in the month (UTC; default the current one), oldest first. */
  async month(month = monthOf(this.deps.now())): Promise<MonthlyReport> {
    const { start, end } = monthBounds(month);
    const rows = await listReportOrdersOpened(this.deps.database.db, start, end);
    const reports = await this.#reports(rows);
    const orders = reports.map((report) => ({ ...report.figures, ...report.operator }));
    const unavailable = orders.some((order) => order.views === null);
    return {
      month,
      orders,
      totals: monthTotals(orders),
      viewsUnavailable: unavailable ? REPORT_MESSAGES.viewsUnavailable : null,
    };
  }

  /** The rows of these orders, loaded in four reads and one views call per client. */
  async #reports(rows: readonly ReportOrderRow[]) {
    const { db } = this.deps.database;
    const orderIds = rows.map((row) => row.order.id);
    const clips = await listReportClips(db, orderIds);
    const posts = await listReportPosts(
      db,
      clips.map((clip) => clip.id),
    );
    const renders = await listReportRenders(db, orderIds);
    const orderOfClip = new Map(clips.map((clip) => [clip.id, clip.orderId]));
    const views = await this.#views(rows, posts, orderOfClip);
    const now = this.deps.now();
    return rows.map((row) => {
      const id = row.order.id;
      const myClips = clips.filter((clip) => clip.orderId === id);
      const myPosts = posts.filter((post) => orderOfClip.get(post.orderClipId!) === id);
      const { figures, clipRows } = orderFigures(
        row,
        myClips,
        myPosts,
        views.get(row.order.userId)!,
        now,
      );
      const costs = renderCosts(
        renders.filter((render) => render.orderId === id),
        this.deps.veoModel,
      );
      const operator = { clientEmail: row.clientEmail, clientName: row.clientName, ...costs };
      return { figures, clipRows, operator };
    });
  }

  /** Views per client: one read of their published posts through their own connection. */
  async #views(
    rows: readonly ReportOrderRow[],
    posts: Awaited<ReturnType<typeof listReportPosts>>,
    orderOfClip: Map<string, string>,
  ): Promise<Map<string, OrderViews>> {
    const ownerOfOrder = new Map(rows.map((row) => [row.order.id, row.order.userId]));
    const idsByUser = new Map<string, string[]>();
    for (const row of rows) idsByUser.set(row.order.userId, []);
    for (const post of posts) {
      if (post.status !== 'published' || post.externalVideoId === null) continue;
      const owner = ownerOfOrder.get(orderOfClip.get(post.orderClipId!)!)!;
      idsByUser.get(owner)!.push(post.externalVideoId);
    }
    const views = new Map<string, OrderViews>();
    for (const [userId, ids] of idsByUser) {
      const read = await readViewCounts(this.deps, userId, ids);
      views.set(userId, {
        counts: read.unavailable ? null : read.counts,
        unavailable: read.unavailable,
      });
    }
    return views;
  }
}
