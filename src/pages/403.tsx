import ResultPage from '../components/ResultPage';

export default function ForbiddenPage() {
  return <ResultPage status="403" />;
}
