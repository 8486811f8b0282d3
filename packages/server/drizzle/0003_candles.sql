CREATE TABLE "candles_1m" (
	"code" text NOT NULL,
	"time_ms" bigint NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"volume" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "candles_1m_code_time_ms_pk" PRIMARY KEY("code","time_ms")
);
