import ResultPage from '../components/ResultPage';

export default function NotFoundPage() {
  return <ResultPage status="404" />;
}
