import MyTransactions from './components/MyTransactions';

/** 我的需求: the user's buy demands. */
export default function MyDemandsPage() {
  return <MyTransactions kind="buy" />;
}
