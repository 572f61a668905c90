import MyTransactions from './components/MyTransactions';

/** 我的发布: the user's sale listings. */
export default function MyListingsPage() {
  return <MyTransactions kind="sell" />;
}
