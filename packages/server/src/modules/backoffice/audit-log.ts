import type { OperatorContext } from '../../core/request.ts';
import type { AuditPage, AuditService } from '../audit/service.ts';
import { requirePermission } from './access.ts';

/** The audit log as operators read it: only those allowed to, checked before it is read. */
export class AuditLogService {
  constructor(private readonly audit: AuditService) {}

  async list(op: OperatorContext, page: number, operatorId: number | undefined, pageSize: number): Promise<AuditPage> {
    requirePermission(op, 'audit.read');
    return this.audit.list(page, operatorId, pageSize);
  }
}
