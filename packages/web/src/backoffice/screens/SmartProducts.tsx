import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PLAN_STATUSES } from '@tp/contract/constants';
import { backofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { Money } from '@tp/contract/money';
import { call } from '../api.ts';
import { formatTime } from '../format.ts';
import { useOperator } from '../operator.ts';
import { canEditProducts } from '../roles.ts';
import type { PlanStatus, SmartPlanRecord, SmartProductRecord, SmartProductsOverview } from '../types.ts';
import {
  Button,
  Empty,
  Facts,
  LoadError,
  Loading,
  Mono,
  PageHeader,
  Pager,
  SelectFilter,
  StatusBadge,
  TableFrame,
} from '../ui.tsx';
import { SmartProductEditor } from './SmartProductEditor.tsx';

const PAGE_SIZE = 20;
/** A fraction as a percentage, exactly (0.00025 → 0.025 %). */
const percent = (fraction: string) => `${Money.of(fraction).times('100').toString()} %`;

export function SmartProductsPage() {
  const { operator } = useOperator();
  const products = useQuery({ queryKey: ['smartProducts'], queryFn: () => call(endpoints.smartProducts) });
  const [editing, setEditing] = useState<SmartProductRecord | 'new' | null>(null);
  const canEdit = canEditProducts(operator.role);
  return (
    <div>
      <PageHeader title="Smart plans">
        {canEdit && editing === null && (
          <Button variant="primary" onClick={() => setEditing('new')}>
            New product
          </Button>
        )}
      </PageHeader>
      <p className="muted lead">
        Products with fixed daily rates, paid by the platform. A change applies to new subscriptions only.
      </p>
      {editing !== null && (
        <SmartProductEditor product={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      )}
      {products.isPending && <Loading />}
      {products.isError && <LoadError error={products.error} onRetry={() => void products.refetch()} />}
      {products.data && (
        <ProductsTable overview={products.data} onEdit={canEdit && editing === null ? setEditing : null} />
      )}
      {products.data && <PlansList products={products.data.products} />}
    </div>
  );
}

function ProductsTable({
  overview,
  onEdit,
}: {
  overview: SmartProductsOverview;
  onEdit: ((product: SmartProductRecord) => void) | null;
}) {
  const { products, totals } = overview;
  if (products.length === 0) return <Empty>No products yet.</Empty>;
  return (
    <>
      <TableFrame label="Products" stack>
        <thead>
          <tr>
            <th>Product</th>
            <th>Terms (daily · annual)</th>
            <th>Amount</th>
            <th>Early exit</th>
            <th>Quota used / left</th>
            <th className="num">Plans earning</th>
            <th className="num">Principal</th>
            <th className="num">Daily obligation</th>
            {onEdit && <th aria-label="Actions" />}
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <ProductRow key={product.id} product={product} onEdit={onEdit} />
          ))}
        </tbody>
      </TableFrame>
      <div className="product-totals">
        <Facts
          items={[
            ['Earning plans, all products', totals.earningPlans],
            ['Principal held (USDT)', <Mono key="p">{totals.principal}</Mono>],
            ['Daily obligation (USDT, rounded down to 6 decimals)', <Mono key="o">{totals.dailyObligation}</Mono>],
          ]}
        />
      </div>
    </>
  );
}

function PlansList({ products }: { products: SmartProductRecord[] }) {
  const [productId, setProductId] = useState('');
  const [status, setStatus] = useState<PlanStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = {
    page: String(page),
    pageSize: String(PAGE_SIZE),
    ...(productId ? { productId } : {}),
    ...(status ? { status } : {}),
  };
  const plans = useQuery({ queryKey: ['smartPlans', query], queryFn: () => call(endpoints.smartPlans, { query }) });
  const nameOf = new Map(products.map((product) => [product.id, product.names.en ?? String(product.id)]));
  return (
    <section className="section">
      <PageHeader title="Plans">
        <SelectFilter
          label="Product"
          value={productId}
          onChange={(value) => {
            setProductId(value);
            setPage(1);
          }}
        >
          <option value="">All</option>
          {products.map((product) => (
            <option key={product.id} value={String(product.id)}>
              {product.names.en}
            </option>
          ))}
        </SelectFilter>
        <SelectFilter
          label="Status"
          value={status}
          onChange={(value) => {
            setStatus(value as PlanStatus | '');
            setPage(1);
          }}
        >
          <option value="">All</option>
          {PLAN_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectFilter>
      </PageHeader>
      {plans.isPending && <Loading />}
      {plans.isError && <LoadError error={plans.error} onRetry={() => void plans.refetch()} />}
      {plans.data?.total === 0 && <Empty>No plans.</Empty>}
      {plans.data && plans.data.total > 0 && (
        <>
          <TableFrame label="Plans" stack>
            <PlansHead />
            <tbody>
              {plans.data.list.map((plan) => (
                <PlanRow key={plan.id} plan={plan} productName={nameOf.get(plan.productId) ?? ''} />
              ))}
            </tbody>
          </TableFrame>
          <Pager page={page} pageSize={PAGE_SIZE} total={plans.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function ProductRow({
  product,
  onEdit,
}: {
  product: SmartProductRecord;
  onEdit: ((product: SmartProductRecord) => void) | null;
}) {
  return (
    <tr>
      <td>
        <strong>{product.names.en}</strong> <StatusBadge status={product.status} />
        <div className="meta">{Object.keys(product.names).join(' ')}</div>
      </td>
      <td>
        {product.terms.map((term) => (
          <div key={term.days} className="nowrap">
            {term.days} d · {percent(term.dailyRate)} · {percent(term.annualRate)}
          </div>
        ))}
      </td>
      <td>
        <Mono>
          {product.minAmount} – {product.maxAmount}
        </Mono>
      </td>
      <td>
        {percent(product.earlyExitRate)}
        {product.exitForfeitsEarnings && <div className="meta">earnings taken back</div>}
      </td>
      <td>
        {product.quota === null ? (
          <span className="muted">unlimited</span>
        ) : (
          <Mono>
            {product.principal} / {product.quotaLeft}
          </Mono>
        )}
      </td>
      <td className="num">{product.earningPlans}</td>
      <td className="num">
        <Mono>{product.principal}</Mono>
      </td>
      <td className="num">
        <Mono>{product.dailyObligation}</Mono>
      </td>
      {onEdit && (
        <td className="cell-actions">
          <Button small onClick={() => onEdit(product)} aria-label={`Edit ${product.names.en ?? ''}`}>
            Edit
          </Button>
        </td>
      )}
    </tr>
  );
}

function PlanRow({ plan, productName }: { plan: SmartPlanRecord; productName: string }) {
  return (
    <tr>
      <td>
        {plan.username} <span className="meta">#{plan.userId}</span>
      </td>
      <td>{productName}</td>
      <td className="num">
        <Mono>{plan.amount}</Mono>
      </td>
      <td className="nowrap">
        {plan.days} d · {percent(plan.dailyRate)}
      </td>
      <td className="num">
        <Mono>{plan.earned}</Mono>
      </td>
      <td>
        {plan.daysPaid} / {plan.days}
      </td>
      <td>
        <StatusBadge status={plan.status} />
      </td>
      <td className="meta">
        {formatTime(plan.startTime)} – {formatTime(plan.endTime)}
      </td>
      <td className="num">{plan.penalty === null ? '—' : <Mono>{`${plan.penalty} / ${plan.refund ?? ''}`}</Mono>}</td>
    </tr>
  );
}

function PlansHead() {
  return (
    <thead>
      <tr>
        <th>Customer</th>
        <th>Product</th>
        <th className="num">Amount</th>
        <th>Term · daily rate</th>
        <th className="num">Earned</th>
        <th>Days paid</th>
        <th>Status</th>
        <th>Start – end</th>
        <th className="num">Penalty / refund</th>
      </tr>
    </thead>
  );
}
