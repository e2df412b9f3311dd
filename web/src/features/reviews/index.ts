export { ReputationFigures, ReviewList } from "./components/reputation.tsx";
export { ReviewPage } from "./components/review-page.tsx";
