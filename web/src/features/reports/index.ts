/** Statements of reasons and appeals, and the reporter's own reports (issue 36, decision 0060). */
export { MyReportsPage } from "./components/my-reports-page.tsx";
export { StatementPage } from "./components/statement-page.tsx";
